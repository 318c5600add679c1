/**
 * The FAQ module's door: FAQ content per language (table faq_entries, migration 0029), served
 * at /faq/list and edited by the operator (README.md).
 */
export { faqIn, registerFaq } from './service';
