/**
 * The journal composer's element id: the page's "note" button focuses it. A module of its own so the page
 * can name it without loading the journal panel, which is in the diary's lazily loaded side column.
 */
export const JOURNAL_COMPOSER_ID = "journal-composer";
