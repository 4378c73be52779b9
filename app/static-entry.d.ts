declare module 'virtual:itinera/static-entry' {
  /** The address of the script of pages served without React (scripts/vite-static-entry.ts). */
  const url: string;
  export default url;
}
