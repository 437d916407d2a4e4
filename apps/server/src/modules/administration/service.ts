/**
 * What other modules may use of administration (its entry): the rule that somebody can still
 * administer users and roles, and the answers every administration call may give.
 */
export { administratorRemains } from './administrators';
export { byId, errors, noContent } from './shared';
