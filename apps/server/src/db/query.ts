export { queryPrepared, queryRows } from '@khel/db';
