/** The product's own name: what a host without white-label shows (its agency name) and error messages say. */
export const PRODUCT_NAME = 'Scout';
