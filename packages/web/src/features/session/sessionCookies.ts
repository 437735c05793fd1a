/**
 * Cookies of the session dialogs; logout clears them with the auth token (the call layer's authCookieNames).
 * isMigrate: the migration cookie of doc 000 §4.6 ("0" after 暂不迁移). newUserDialog: set once the new-user
 * coupon dialog was shown in this browser.
 */
export const MIGRATION_COOKIE = 'isMigrate';
export const NEW_USER_DIALOG_COOKIE = 'newUserDialog';
