export * from './activity';
export * from './home';
