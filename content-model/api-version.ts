/**
 * The Sanity API version the site, the Studio and the schema's validators all query with (a dated
 * version: Sanity keeps its behaviour fixed). SANITY_API_VERSION overrides it for the site.
 */
export const SANITY_API_VERSION = '2025-02-19'
