export { ResetPasswordPage as Component } from '#src/features/auth/components/reset-password-page.tsx';
