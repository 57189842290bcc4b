/**
 * How long a deleted testimonial or event waits in the trash, restorable, before the daily sweep
 * removes it for good (docs/admin.md): the sweep, the trash screen and every `Slet` question
 * say it from here.
 */
export const TRASH_DAYS = 30;
