declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
/** Set at build time from TALENTBRUG_BUILD_LABEL; empty in normal builds. */
declare const __BUILD_LABEL__: string;
