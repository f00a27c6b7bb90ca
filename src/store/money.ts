// Prices in the storefront: CNY minor units shown as ¥12.34.
export const yuan = (minor: number) => `¥${(minor / 100).toFixed(2)}`
