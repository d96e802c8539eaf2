declare module 'virtual:telve-catalog/*' {
  export const messages: import('@lingui/core').Messages;
}

/** Every feature's catalog, by feature and language (scripts/message-catalogs.mjs). */
declare module 'virtual:telve-catalogs' {
  export const catalogs: Readonly<
    Record<
      string,
      Partial<
        Record<import('@contract/languages').Language, () => Promise<{ messages: import('@lingui/core').Messages }>>
      >
    >
  >;
}
