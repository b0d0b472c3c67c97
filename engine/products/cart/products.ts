import catalogue from '../../../schemas/catalogue/products.json';
import type { Pence } from '../../will/money';

/** A product's name in the cart (SPEC 3.2). */
export type ProductName = 'will' | 'reactivated_will' | 'lpa' | 'urgent_will' | 'printing_service';

/** The will products: one of them is always in the cart. */
export type WillProductName = 'will' | 'reactivated_will';

/** The add-ons: zero or more of them are in the cart. */
export type AddonName = Exclude<ProductName, WillProductName>;

/** A catalogue entry: a fixed `base_price` in pence, or `price_from` a configuration setting. */
export type Product = {
  id: number;
  name: ProductName;
  kind: 'will' | 'addon';
  title: string;
  base_price?: Pence;
  price_from?: 'will_price';
};

/** Every product of schemas/catalogue/products.json, in the order the cart lists them. */
export const products = catalogue as Product[];

/** The names of the add-ons, in catalogue order. */
export const addonNames = products.filter((p) => p.kind === 'addon').map((p) => p.name as AddonName);

/** The catalogue entry named `name`; throws for a name the catalogue lacks. */
export function productNamed(name: ProductName): Product {
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`No product named ${name} in schemas/catalogue/products.json`);
  return product;
}

/** A product's base price in pence: its own, or the will price of the configuration. */
export function basePriceOf(product: Product, willPrice: Pence): Pence {
  if (product.price_from === 'will_price') return willPrice;
  if (product.base_price === undefined) throw new Error(`Product ${product.name} has neither base_price nor price_from`);
  return product.base_price;
}
