import { StoreLinks } from '@brigade/ui';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ShellConfig } from '../config/config';
import { markFirstPageShown } from '../remotes/first-page';

const FEATURES = [
  {
    title: <FormattedMessage id="shell.landing.recipes.title" defaultMessage="Recipes your brigade can cook from" />,
    text: (
      <FormattedMessage
        id="shell.landing.recipes.text"
        defaultMessage="Ingredients, steps with photos, yield, utensils, notes and a plating video, in one place on every station."
      />
    ),
  },
  {
    title: <FormattedMessage id="shell.landing.allergens.title" defaultMessage="Allergens you can answer for" />,
    text: (
      <FormattedMessage
        id="shell.landing.allergens.text"
        defaultMessage="Every dish carries the allergens of its ingredients, so front of house gets the right answer the first time."
      />
    ),
  },
  {
    title: <FormattedMessage id="shell.landing.cooks.title" defaultMessage="Cooks see what they need" />,
    text: (
      <FormattedMessage
        id="shell.landing.cooks.text"
        defaultMessage="Invite your cooks, and keep signature recipes to the people you choose."
      />
    ),
  },
  {
    title: <FormattedMessage id="shell.landing.menu.title" defaultMessage="A menu that stays in order" />,
    text: (
      <FormattedMessage
        id="shell.landing.menu.text"
        defaultMessage="Dishes by category, in the order you serve them, ready for the pass and for the next season."
      />
    ),
  },
];

/** What a signed-out visitor sees at '/': what Brigade does for a kitchen, the ways in, and a footer to write to us. */
export function LandingPage({ storeLinks }: { storeLinks?: ShellConfig['storeLinks'] }) {
  useEffect(markFirstPageShown, []);
  return (
    <Flex vertical gap={32} style={{ maxWidth: 1040, margin: '24px auto' }}>
      <Flex vertical gap={12} align="center" style={{ textAlign: 'center' }}>
        <img src="/icon/logo.svg" alt="" width={72} height={72} />
        <Typography.Title level={1} style={{ margin: 0 }}>
          <FormattedMessage id="shell.landing.title" defaultMessage="Your kitchen's recipes, menu and allergens, in one place" />
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 720 }}>
          <FormattedMessage
            id="shell.landing.lead"
            defaultMessage="Brigade keeps every recipe, dish and allergen of a professional kitchen written down the way the chef wants it, and puts it in front of the cooks who need it."
          />
        </Typography.Paragraph>
        <Flex gap={12}>
          <Link to="/register">
            <Button type="primary" size="large">
              <FormattedMessage id="shell.landing.register" defaultMessage="Start your free trial" />
            </Button>
          </Link>
          <Link to="/login">
            <Button size="large">
              <FormattedMessage id="shell.landing.signIn" defaultMessage="Sign in" />
            </Button>
          </Link>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        {FEATURES.map((f, i) => (
          <Col xs={24} md={12} key={i}>
            <Card title={f.title} style={{ height: '100%' }}>
              <Typography.Paragraph style={{ margin: 0 }}>{f.text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <StoreLinks links={storeLinks} />
      <Flex component="footer" gap={24} justify="center" wrap>
        <Link to="/contact">
          <FormattedMessage id="shell.landing.contact" defaultMessage="Contact us" />
        </Link>
        <Link to="/toc">
          <FormattedMessage id="shell.landing.terms" defaultMessage="Terms and conditions" />
        </Link>
        <Link to="/privacy">
          <FormattedMessage id="shell.landing.privacy" defaultMessage="Privacy policy" />
        </Link>
      </Flex>
    </Flex>
  );
}
