// The route registry: each feature adds its routes here, in one place. Order matters where one
// feature reads another's `shared` state (the troubleshooter reads the accounts).
import accountRoutes from './accounts.mjs';
import addressRoutes from './address.mjs';
import chatRoutes from './chat/index.mjs';
import faultRoutes from './faults.mjs';
import formListingRoutes from './form-listings.mjs';
import formRoutes from './forms.mjs';
import helpCentreRoutes from './help-centre.mjs';
import pageRoutes from './pages.mjs';
import paymentEmbedRoutes from './payment-embed.mjs';
import ticketRoutes from './ticket.mjs';
import trackerRoutes from './tracker.mjs';
import transactionRoutes from './transactions.mjs';
import troubleshootRoutes from './troubleshoot.mjs';

export const routes = [faultRoutes, pageRoutes, chatRoutes, formRoutes, formListingRoutes, transactionRoutes, addressRoutes, paymentEmbedRoutes, ticketRoutes, trackerRoutes, helpCentreRoutes, accountRoutes, troubleshootRoutes];
