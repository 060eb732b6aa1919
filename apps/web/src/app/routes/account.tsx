export { AccountPage as Component } from '#src/features/account/components/account-page.tsx';
