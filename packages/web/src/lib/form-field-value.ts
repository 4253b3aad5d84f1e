/** The text of a form's field, read from the page (the forms of the sign-in path keep no state of it). */
export const formFieldValue = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};
