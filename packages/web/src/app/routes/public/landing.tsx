import { PRODUCT_NAME } from '@/config/product';
import { ClosingCtaSection } from '@/features/marketing/components/closing-cta-section';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { FiguresSection } from '@/features/marketing/components/figures-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { TestimonialsSection } from '@/features/marketing/components/testimonials-section';

export const LandingRoute = () => (
  <>
    <title>{`${PRODUCT_NAME} · Embouts auriculaires sur mesure imprimés en 3D`}</title>
    <HeroSection />
    <FeaturesSection />
    <FiguresSection />
    <TestimonialsSection />
    <ClosingCtaSection />
  </>
);
