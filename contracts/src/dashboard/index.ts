export * from './activity';
export * from './home';
export * from './firstSteps';
