// A style sheet imported as text (`?inline`): Vite's own, and the package build's (tsup.shared.ts).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
