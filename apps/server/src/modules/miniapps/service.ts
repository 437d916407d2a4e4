/** What other parts may use of the mini-app registry (its entry): the built mini-apps' manifests as read at start. */
export { loadRegistry, type MiniAppEntry } from './registry';
