export { queryRows } from '@khel/db';
