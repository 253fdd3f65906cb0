export { giftCardsRoutes } from './routes';
