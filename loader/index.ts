/** Entry of dist/loader.js, a classic script: the build writes its id in, for the modules' URLs. */
import { COMMAND_FEATURES } from './forwards';
import { install } from './install';

declare const __FIN_BUILD__: string;

install(__FIN_BUILD__, COMMAND_FEATURES);
