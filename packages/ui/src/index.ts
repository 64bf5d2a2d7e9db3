export { homePath, REMEMBER_ME_KEY, type RemoteAppProps, type SessionUser, type ShellSession } from './session';
