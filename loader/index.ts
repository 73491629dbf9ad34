/** Entry of dist/loader.js, a classic script: the build writes the tag → module hash map in. */
import { COMMAND_TAGS } from './forwards';
import { install } from './install';

declare const __FIN_ELEMENTS__: Record<string, string>;

install(__FIN_ELEMENTS__, COMMAND_TAGS);
