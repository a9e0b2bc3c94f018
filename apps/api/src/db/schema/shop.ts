/** Shop tables (issue 7): categories, products with stock and sales, delivery details of shop orders. */
export {};
