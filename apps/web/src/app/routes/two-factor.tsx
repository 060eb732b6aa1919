export { TwoFactorPage as Component } from '#src/features/auth/components/two-factor-page.tsx';
