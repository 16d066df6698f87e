import { ComingSoon, PublicPage } from '@/components/layout/PublicPage';

export function LandingPage() {
  return (
    <PublicPage title="Cliq" heading="Get rewarded for social media engagement" description="Cliq pays Cliquers to follow, like and comment for brands, and gives advertisers real engagement.">
      <ComingSoon />
    </PublicPage>
  );
}

export function AboutPage() {
  return (
    <PublicPage title="About" description="About Cliq, the social engagement rewards marketplace founded in 2023.">
      <ComingSoon />
    </PublicPage>
  );
}

export function ServicesPage() {
  return (
    <PublicPage title="Services" description="Cliq's advertising services for brands.">
      <ComingSoon />
    </PublicPage>
  );
}

export function ContactPage() {
  return (
    <PublicPage title="Contact us" description="Contact Cliq support and read the frequently asked questions.">
      <ComingSoon />
    </PublicPage>
  );
}

export function TermsPage() {
  return (
    <PublicPage title="Terms and Conditions" description="The terms and conditions of using Cliq.">
      <ComingSoon />
    </PublicPage>
  );
}

export function PrivacyPage() {
  return (
    <PublicPage title="Privacy Policy" description="How Cliq collects, uses and protects your data.">
      <ComingSoon />
    </PublicPage>
  );
}
