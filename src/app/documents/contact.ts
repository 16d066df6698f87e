/**
 * The prerendered /contact's one script of its own (build/prerender.mjs writes it into that page only): the
 * contact form's behaviour module, given the form the page was rendered with. Inside the app, ContactForm attaches
 * the same module itself.
 */
import { enhanceContactForm } from '@/features/public-site/contact/form-behaviour';
import { CONTACT_FORM_ID } from '@/features/public-site/contact/schema';

const form = document.getElementById(CONTACT_FORM_ID);
if (form instanceof HTMLFormElement) enhanceContactForm(form);
