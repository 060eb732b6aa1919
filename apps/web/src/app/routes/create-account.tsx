export { CreateAccountPage as Component } from '#src/features/auth/components/create-account-page.tsx';
