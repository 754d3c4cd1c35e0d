import '@wayfare/homes/element';
