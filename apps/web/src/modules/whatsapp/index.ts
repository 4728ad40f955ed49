export { whatsappRoutes } from './whatsapp.routes';
export { whatsappNavigation } from './whatsapp.navigation';
