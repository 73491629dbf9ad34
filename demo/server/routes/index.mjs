// The route registry: each feature adds its routes here, in one place.
import faultRoutes from './faults.mjs';
import pageRoutes from './pages.mjs';
import paymentEmbedRoutes from './payment-embed.mjs';

export const routes = [faultRoutes, pageRoutes, paymentEmbedRoutes];
