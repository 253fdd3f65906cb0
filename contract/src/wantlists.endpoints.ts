import { endpoints } from './endpoint.ts';

/** Wantlists (issue 29): a shopper's named lists of wanted cards, their alert links, and staff's demand view. */
// prettier-ignore
export const wantlistsEndpoints = endpoints('wantlists', {
  wantlists: ['GET /api/account/wantlists/', { 200: 'WantlistList' }],
  createWantlist: ['POST /api/account/wantlists/', { body: 'WantlistCreate', 201: 'Wantlist' }],
  updateWantlist: ['PATCH /api/account/wantlists/:id/', { params: 'WantlistParams', body: 'WantlistUpdate', 200: 'Wantlist' }],
  deleteWantlist: ['DELETE /api/account/wantlists/:id/', { params: 'WantlistParams', 204: 'NoContent' }],
  addWantlistItem: ['POST /api/account/wantlists/:id/items/', { params: 'WantlistParams', body: 'WantlistItemInput', 201: 'Wantlist' }],
  updateWantlistItem: ['PUT /api/account/wantlists/:id/items/:itemId/', { params: 'WantlistItemParams', body: 'WantlistItemInput', 200: 'Wantlist' }],
  removeWantlistItem: ['DELETE /api/account/wantlists/:id/items/:itemId/', { params: 'WantlistItemParams', 200: 'Wantlist' }],
  unsubscribeState: ['GET /api/wantlists/unsubscribe/', { query: 'UnsubscribeQuery', 200: 'UnsubscribeState' }],
  unsubscribe: ['POST /api/wantlists/unsubscribe/', { query: 'UnsubscribeQuery', 200: 'UnsubscribeState' }],
  wantedCards: ['GET /api/manage/wantlists/', { 200: 'WantedCardList' }],
});
