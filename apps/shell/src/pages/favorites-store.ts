import type { PortalFavorite } from '@portal/contracts';
import { createStore } from '../state/store';

/** The signed-in user's favourites, shared by the header's star and the favourites page. */
export const favorites = createStore<readonly PortalFavorite[]>([]);
