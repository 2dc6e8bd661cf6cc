// The library itself, by the name src/plugins/bundle-shaping (row `helmet`) gives it in the
// browser build, where `react-helmet-async` is the stand-in (./helmet.tsx).
declare module '@bundle-shaping/react-helmet-async' {
  export { Helmet, HelmetData, HelmetProvider } from 'react-helmet-async';
}
