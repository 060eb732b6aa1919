/** Which header controls show, from the path and the login state (spec §2, Header). */
export interface HeaderControls {
  logo: boolean;
  login: boolean;
  console: boolean;
  /** The jobs-status button: inside the console, except on account settings. */
  jobs: boolean;
  userMenu: boolean;
}

const ACCOUNT_SETTINGS_PATH = '/console/account';

export function isConsolePath(pathname: string): boolean {
  return pathname === '/console' || pathname.startsWith('/console/');
}

function samePath(pathname: string, target: string): boolean {
  return pathname === target || pathname === `${target}/`;
}

export function headerControls(pathname: string, isLoggedIn: boolean): HeaderControls {
  const onAccountSettings = samePath(pathname, ACCOUNT_SETTINGS_PATH);
  return {
    logo: pathname !== '/',
    login: !isLoggedIn && !samePath(pathname, '/login') && !samePath(pathname, '/create-account'),
    console: isLoggedIn && (!isConsolePath(pathname) || onAccountSettings),
    jobs: isLoggedIn && isConsolePath(pathname) && !onAccountSettings,
    userMenu: isLoggedIn,
  };
}
