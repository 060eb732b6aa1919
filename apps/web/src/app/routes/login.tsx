export { LoginPage as Component } from '#src/features/auth/components/login-page.tsx';
