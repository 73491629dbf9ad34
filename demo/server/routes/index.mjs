// The route registry: each feature adds its routes here, in one place.
import faultRoutes from './faults.mjs';
import formRoutes from './forms.mjs';
import pageRoutes from './pages.mjs';

export const routes = [faultRoutes, pageRoutes, formRoutes];
