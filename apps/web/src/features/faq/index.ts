/** The FAQ feature's public entry (docs/architecture.md, Web). */
export { faqKeys, useFaq } from './api';
