export { ForgotPasswordPage as Component } from '#src/features/auth/components/forgot-password-page.tsx';
