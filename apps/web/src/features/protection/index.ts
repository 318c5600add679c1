/** Responsible gaming (docs/product.md §2): the page's body and its server calls. */
export { ResponsibleGamingBody } from './ResponsibleGamingBody';
export { protectionKeys } from './api';
