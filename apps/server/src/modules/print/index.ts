/**
 * The front door of the print module (issue 20): the basket of books to print (softcover or
 * hardcover, quantity), SPEC §7 GetBasketItems and the calls that change it.
 * Other modules and the composition root import only this file.
 *
 * - `register`: the module's routes, called by buildApp.
 */

export { default as register } from './routes';
export { type BasketLine, basketOf } from './service';
