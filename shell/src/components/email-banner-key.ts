/** Marks the banner's section, so the boot script finds it in a page the server rendered. */
export const EMAIL_BANNER_ATTRIBUTE = 'data-email-banner';
