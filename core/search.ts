/**
 * The longest search the header's box, the results page and the API accept: a few sentences, far
 * more than anyone searches with, and a bound on what one request can ask the database to parse.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
