declare module 'virtual:telve-catalog/*' {
  export const messages: import('@lingui/core').Messages;
}
