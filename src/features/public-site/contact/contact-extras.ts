/**
 * The contact page's interactive parts, loaded on /contact only: formik, yup and the accordion stay out of the
 * chunk every other public page loads.
 */
export { ContactForm } from './ContactForm';
export { Faq } from './Faq';
