declare module 'virtual:india-map' {
  /** Address of the static map of India with its state boundaries (scripts/build/india-map.ts). */
  const url: string;
  export default url;
}
