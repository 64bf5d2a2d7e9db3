/**
 * The console frame's chunk (Apollo's provider, antd, the layout): one import, so the page that
 * shows it and the idle warm-up after the first page fetch the same chunk (#26).
 */
export const loadConsoleFrame = () => import('./ConsoleFrame');
